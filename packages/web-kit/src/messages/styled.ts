import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledMessageList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMessage = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primarySubtle : theme.colors.surface)};
`;

export const StyledMessageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
`;

export const StyledSender = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A body is plain text: React escapes it, and its line breaks stay. */
export const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const StyledFileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledFileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

export const StyledCounter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledThreadHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const StyledThreadTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export const StyledBackLink = styled(Link)`
  align-self: flex-start;
`;

/** Wide enough to read a subject on a phone; the table scrolls sideways for the rest. */
export const StyledSubjectCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: ${({ theme }) => theme.sizes.menu};
`;

export const StyledSubjectLink = styled(Link)<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  overflow-wrap: break-word;
`;

export const StyledPreview = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const StyledTag = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const StyledConversation = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

export const StyledConversationTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledMenuTrigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;
