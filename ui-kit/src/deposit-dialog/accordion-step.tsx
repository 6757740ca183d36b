import { useId, type ReactNode } from 'react';
import { StyledStep, StyledStepHeading, StyledStepNumber, StyledStepPanel, StyledStepToggle } from './styled';

export interface AccordionStepProps {
  number: number;
  title: string;
  open: boolean;
  disabled: boolean;
  onOpen: () => void;
  children: ReactNode;
}

/** One step of the dialog: a heading button that opens its panel (ARIA accordion pattern). */
export function AccordionStep({ number, title, open, disabled, onOpen, children }: AccordionStepProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  return (
    <StyledStep $open={open}>
      <StyledStepHeading>
        <StyledStepToggle
          id={headingId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          onClick={onOpen}
        >
          <StyledStepNumber aria-hidden="true">{number}</StyledStepNumber>
          {title}
        </StyledStepToggle>
      </StyledStepHeading>
      {open && (
        <StyledStepPanel id={panelId} role="region" aria-labelledby={headingId}>
          {children}
        </StyledStepPanel>
      )}
    </StyledStep>
  );
}
