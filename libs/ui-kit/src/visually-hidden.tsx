import styled from 'styled-components';
import { visuallyHidden } from './theme/global-style';

/** Text for screen readers only (icon-button labels, extra context). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
