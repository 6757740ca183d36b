import styled from 'styled-components';

export const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Language, type and keyword side by side on a wide screen, stacked on a phone. */
export const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
`;

export const StyledKeyword = styled.div`
  grid-column: 1 / -1;
`;

export const StyledFormActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

export const StyledUsage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledSuggestions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledSuggestion = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

export const StyledSuggestionText = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

export const StyledSuggestionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledOutline = styled.ol`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
`;

export const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledEditForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;
