import styled from 'styled-components';

export const StyledProfile = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export const StyledOrdersSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledSubTabs = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
