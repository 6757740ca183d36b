import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledBackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A tab's own action (New layout) above its list. */
export const StyledTabActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A dialog's form: its explanation and fields one under another. */
export const StyledModalForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  p {
    margin: 0;
  }
`;

/** The linguist picker beside the actions for the picked linguist; they stack on a phone. */
export const StyledLinguistPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;

  & > :first-child {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

/** A link in the page header that starts something (a new order), drawn like a secondary button. */
export const StyledHeaderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
`;
