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

/** Two cards side by side where there is room, one above the other at 390 px. */
export const StyledProfileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
`;

export const StyledSettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 480px;
`;
