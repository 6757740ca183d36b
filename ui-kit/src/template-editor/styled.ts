import styled from 'styled-components';
import { space } from '../theme/theme';

export const StyledTemplateEditor = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space(5)};
  align-items: start;
`;

export const StyledTree = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
`;

/**
 * The elements of a level, each a labelled group: plain boxes rather than a list, because a list may hold only
 * list items and a group role on them would take that away (axe: list).
 */
export const StyledNodeList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledNode = styled.div<{ $invalid: boolean; $section: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(3)};
  background: ${({ theme, $section }) => ($section ? theme.colors.surface : theme.colors.surfaceMuted)};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledNodeHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const StyledNodeTitle = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

export const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${space(2)};
`;

export const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledWideField = styled(StyledField)`
  grid-column: 1 / -1;
`;

export const StyledAddRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space(2)};
`;

export const StyledErrors = styled.ul`
  margin: 0;
  padding: ${space(0, 0, 0, 4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledPreview = styled.section`
  position: sticky;
  top: ${space(4)};
  padding: ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;

  section[data-section] {
    padding: ${space(2, 0)};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} dashed ${({ theme }) => theme.colors.border};
  }
`;

export const StyledPreviewTitle = styled.h3`
  margin: ${space(0, 0, 3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
