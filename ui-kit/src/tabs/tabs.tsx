import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { StyledBadge, StyledTab, StyledTabList } from './styled';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** A count above 0 shows as a red badge (e.g. orders ready). */
  badge?: number;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  tabs: TabItem[];
  active: string;
  onChange: (id: string) => void;
}

export function Tabs({ tabs, active, onChange, ...rest }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // With no matching tab the first one stays reachable by Tab.
  const focusableId = tabs.some((tab) => tab.id === active) ? active : tabs[0]?.id;

  // Arrow keys follow the WAI-ARIA tabs pattern with automatic activation.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[target];
    tabRefs.current.get(next.id)?.focus();
    if (next.id !== active) onChange(next.id);
  };

  return (
    <StyledTabList role="tablist" onKeyDown={moveFocus} {...rest}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <StyledTab
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={tab.id === focusableId ? 0 : -1}
            $selected={selected}
            onClick={() => {
              if (!selected) onChange(tab.id);
            }}
          >
            {tab.label}
            {tab.badge !== undefined && tab.badge > 0 && <StyledBadge>{tab.badge}</StyledBadge>}
          </StyledTab>
        );
      })}
    </StyledTabList>
  );
}
