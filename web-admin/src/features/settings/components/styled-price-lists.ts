import styled from 'styled-components';

/** The schedule form's fields side by side where there is room, one under another on a phone. */
export const StyledScheduleForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
`;

export const StyledCreateListForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;

  & > :first-child {
    flex: 1 1 260px;
  }
`;

export const StyledListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;
