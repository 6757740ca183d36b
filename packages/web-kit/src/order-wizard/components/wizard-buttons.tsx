import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import { StyledButtonGroup, StyledButtons } from './styled';

interface WizardButtonsProps {
  /** Leaves the step backwards; without it there is no back button (first step). */
  onBack?: () => void;
  nextLabel?: string;
  busy?: boolean;
}

/** Back and the submit button of a step's form. */
export function WizardButtons({ onBack, nextLabel, busy = false }: WizardButtonsProps) {
  const { t } = useTranslation();
  return (
    <StyledButtons>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('wizard.actions.back')}
        </Button>
      )}
      <StyledButtonGroup>
        <Button type="submit" loading={busy}>
          {nextLabel ?? t('wizard.actions.next')}
        </Button>
      </StyledButtonGroup>
    </StyledButtons>
  );
}
