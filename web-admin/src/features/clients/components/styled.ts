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
