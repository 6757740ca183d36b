import styled from 'styled-components';

export const StyledProfileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.searchBox}), 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
`;

export const StyledIdentity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledAvatar = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'lg' ? '96px' : '48px')};
  height: ${({ $size }) => ($size === 'lg' ? '96px' : '48px')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledFileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledAvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
`;
