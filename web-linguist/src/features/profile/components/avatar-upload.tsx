import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, useToast } from '@inkwell/ui-kit';
import { ButtonRow, errorToText, Section } from '@inkwell/web-kit';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type SelfProfile } from '@inkwell/contracts';
import { useDeleteAvatarMutation, useUploadAvatarMutation } from '../api/profile-edit-api';
import { ProfileAvatar } from './profile-avatar';
import { StyledAvatar, StyledAvatarRow, StyledFileInput } from './styled';

const KB = 1024;
const MAX_KB = AVATAR_MAX_BYTES / KB;

/** A data URL rather than an object URL: nothing to revoke, and the file is small by the time it is read. */
function readPreview(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Choose, preview, upload or remove her picture. Type and size are checked here with core-api's own limits, so
 * a wrong file is refused before it travels; core-api still checks the content and answers 400 or 413.
 */
export function AvatarUpload({ profile, name }: { profile: SelfProfile; name: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [uploadAvatar, upload] = useUploadAvatarMutation();
  const [deleteAvatar, removal] = useDeleteAvatarMutation();

  const clearChoice = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(undefined);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(chosen.type)) {
      setProblem(t('profile.avatar.wrongType'));
      clearChoice();
      return;
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      setProblem(t('profile.avatar.tooLarge', { size: Math.ceil(chosen.size / KB), max: MAX_KB }));
      clearChoice();
      return;
    }
    setFile(chosen);
    setPreview(await readPreview(chosen).catch(() => null));
  };

  const send = async () => {
    if (!file) return;
    try {
      await uploadAvatar(file).unwrap();
      clearChoice();
      toast.show(t('profile.avatar.uploaded'), 'success');
    } catch (error) {
      setProblem(errorToText(error, t));
    }
  };

  const remove = async () => {
    setProblem(undefined);
    try {
      await deleteAvatar().unwrap();
      toast.show(t('profile.avatar.removed'), 'success');
    } catch (error) {
      setProblem(errorToText(error, t));
    }
  };

  return (
    <Section title={t('profile.avatar.title')}>
      <StyledAvatarRow>
        <ProfileAvatar avatar={profile.avatar} initials={profile.initials} name={name} size="lg" />
        {preview && (
          <StyledAvatar $size="lg">
            <img src={preview} alt={t('profile.avatar.preview')} />
          </StyledAvatar>
        )}
      </StyledAvatarRow>
      <FormField
        label={t('profile.avatar.choose')}
        htmlFor={inputId}
        hint={t('profile.avatar.hint', { max: MAX_KB })}
        error={problem}
      >
        <StyledFileInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          onChange={(event) => void choose(event)}
        />
      </FormField>
      <ButtonRow>
        <Button onClick={() => void send()} disabled={!file} loading={upload.isLoading}>
          {t('profile.avatar.upload')}
        </Button>
        {profile.avatar && (
          <Button variant="secondary" onClick={() => void remove()} loading={removal.isLoading}>
            {t('profile.avatar.remove')}
          </Button>
        )}
      </ButtonRow>
    </Section>
  );
}
