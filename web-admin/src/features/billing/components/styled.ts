import styled from 'styled-components';

/** A billing table's filters side by side, each as wide as a menu. */
export const StyledFilterRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  width: 100%;
`;

export const StyledFilterReset = styled.div`
  display: flex;
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space[5]}px;
`;

export const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A free line's fields side by side where there is room, stacked on a phone; its remove button last. */
export const StyledDraftLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) repeat(3, minmax(0, 1fr)) auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  padding-bottom: ${({ theme }) => theme.space[3]}px;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
