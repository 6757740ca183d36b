import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledBackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The picker grows, the button keeps its width; they stack on a phone. */
export const StyledAddMember = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;

  & > :first-child {
    flex: 1 1 240px;
    min-width: 0;
  }
`;
