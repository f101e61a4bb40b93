import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabsProps {
  label: string;
  tabs: readonly { id: string; label: string }[];
  selected: number;
  onSelect(index: number): void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    onSelect(next);
    refs.current[next]?.focus();
  };
  const current = tabs[selected];
  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={index === selected}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {current && (
        <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}-tab`}>
          {children}
        </div>
      )}
    </>
  );
}

const List = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tab = styled.button`
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
