import { render, screen } from '@testing-library/react';
import { BrandProvider, useBrand } from './brand-context';
import type { BrandConfig } from './brand-config';

const brand = { id: 'xc07', name: 'Thử Nghiệm' } as BrandConfig;

function BrandName() {
  return <p>{useBrand().name}</p>;
}

describe('brand context', () => {
  it('gives pages the brand they are rendered for', () => {
    render(
      <BrandProvider brand={brand}>
        <BrandName />
      </BrandProvider>,
    );
    expect(screen.getByText('Thử Nghiệm')).toBeInTheDocument();
  });

  it('fails loudly when a page is rendered outside a brand', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BrandName />)).toThrow('useBrand() needs a <BrandProvider> above it');
  });
});
