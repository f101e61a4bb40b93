import styled from 'styled-components';

/** A text-looking button (links inside a form that are actions, not navigation). */
export const LinkButton = styled.button`
  justify-self: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
