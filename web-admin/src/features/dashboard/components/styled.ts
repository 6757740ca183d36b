import styled from 'styled-components';

export const StyledProfile = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export const StyledSubTabs = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
