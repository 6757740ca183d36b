import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@inkwell/ui-kit';

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]}px;
`;

/** What a route shows while its code or the session is on the way. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <StyledCentered>
      <Spinner label={t('common.loading')} />
    </StyledCentered>
  );
}
