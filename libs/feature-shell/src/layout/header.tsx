import { Link } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@xc/brand';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: 1200px;
  height: 64px;
  margin: 0 auto;
  padding: 0 16px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
`;

export function Header() {
  const brand = useBrand();
  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label={brand.name}>
          <img src={brand.logo} alt="" width={36} height={36} />
          <span>{brand.name}</span>
        </Brand>
      </Inner>
    </Bar>
  );
}
