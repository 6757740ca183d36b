import { useTranslation } from 'react-i18next';
import type { LinguistListItem } from '@inkwell/contracts';
import { avatarSource } from '@inkwell/web-kit';
import { linguistName } from '../utils/linguist-format';
import { StyledAvatar } from './linguist-styled';

interface LinguistAvatarProps {
  linguist: Pick<LinguistListItem, 'id' | 'nickname' | 'avatar' | 'initials'>;
  size?: 'sm' | 'lg';
}

/** Her picture, or her initials when she has none; decorative next to her name unless it stands alone. */
export function LinguistAvatar({ linguist, size = 'sm' }: LinguistAvatarProps) {
  const { t } = useTranslation();
  const name = linguistName(t, linguist);
  return (
    <StyledAvatar $size={size} aria-hidden={size === 'sm' ? true : undefined}>
      {linguist.avatar ? <img src={avatarSource(linguist.avatar)} alt={size === 'lg' ? t('linguist.avatarOf', { name }) : ''} /> : linguist.initials}
    </StyledAvatar>
  );
}
