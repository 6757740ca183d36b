import styled from 'styled-components';

export const StyledProfileHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;

  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

export const StyledCheckboxList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
