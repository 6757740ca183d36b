import { useTranslation } from 'react-i18next';
import { avatarSource } from '@inkwell/web-kit';
import { StyledAvatar } from './styled';

interface ProfileAvatarProps {
  avatar: string | null;
  initials: string;
  /** Her nickname or name, for the picture's text alternative. */
  name: string;
  size?: 'md' | 'lg';
}

/** Her picture, or her initials on a disc when she has none, as clients see it. */
export function ProfileAvatar({ avatar, initials, name, size = 'md' }: ProfileAvatarProps) {
  const { t } = useTranslation();
  const label = t('profile.public.avatarOf', { name });
  return avatar ? (
    <StyledAvatar $size={size}>
      <img src={avatarSource(avatar)} alt={label} />
    </StyledAvatar>
  ) : (
    <StyledAvatar $size={size} role="img" aria-label={label}>
      {initials}
    </StyledAvatar>
  );
}
