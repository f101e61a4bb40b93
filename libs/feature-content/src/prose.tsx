import styled from 'styled-components';

/** Article typography for rendered Markdown: readable measure, tables that scroll on phones. */
export const Prose = styled.div`
  max-width: 72ch;
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  h2 {
    margin: ${({ theme }) => theme.space(8, 0, 3)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  h3 {
    margin: ${({ theme }) => theme.space(6, 0, 2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul,
  ol {
    margin: ${({ theme }) => theme.space(0, 0, 4)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(4, 0)};
    padding: ${({ theme }) => theme.space(3, 4)};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.sm};
    p:last-child {
      margin-bottom: 0;
    }
  }
  table {
    display: block;
    width: 100%;
    max-width: 100%;
    margin: ${({ theme }) => theme.space(4, 0, 6)};
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
  hr {
    margin: ${({ theme }) => theme.space(8, 0)};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
