import styled from 'styled-components';
import { TextArea } from '@inkwell/ui-kit';

export const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.searchBox}, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const StyledEditor = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledEditorLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The kit's text area, grown into a writing desk: half the screen high, in reading size. */
export const StyledEditorTextArea = styled(TextArea)`
  min-height: ${({ theme }) => theme.sizes.emptyArea};
  height: 50vh;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledWordCount = styled.p<{ $valid: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.danger)};
`;

export const StyledEditorBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledKeywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledKeyword = styled.li<{ $missing: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.warning : theme.colors.text)};
  background: ${({ theme, $missing }) => ($missing ? theme.colors.warningSubtle : theme.colors.surfaceMuted)};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const StyledUnsaved = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

export const StyledRevisions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const StyledSubTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledRevisionList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledRevisionMeta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledRevisionComment = styled.span`
  display: block;
  white-space: pre-wrap;
`;

/** One section of a layout's text: its label, its text area, its count and what the server said about it. */
export const StyledSectionField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const StyledSectionTextArea = styled(TextArea)`
  min-height: 8rem;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledSectionError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The client's stopwords found in the text, each in its context, set off as a warning. */
export const StyledStopwords = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.warningSubtle};
  border-radius: ${({ theme }) => theme.radius.md};

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]}px;
  }

  p {
    margin: 0;
  }
`;

export const StyledStopwordMark = styled.mark`
  padding: 0 ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const StyledDictionary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
