import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledFieldError, StyledRatingGroup, StyledStar, StyledStars } from './styled';

const STARS = [1, 2, 3, 4, 5] as const;

/** One rating criterion as five radio buttons shown as stars; bound to a numeric Formik field (0 = none). */
export function StarRating({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<number>(name);
  const errorId = useId();
  const error = meta.touched ? meta.error : undefined;

  return (
    <StyledRatingGroup aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      <StyledStars>
        {STARS.map((stars) => (
          <StyledStar key={stars} $filled={field.value >= stars}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={field.value === stars}
              aria-label={t('order.accept.stars', { count: stars })}
              onChange={() => void helpers.setValue(stars)}
              onBlur={() => void helpers.setTouched(true)}
            />
            <span aria-hidden="true">★</span>
          </StyledStar>
        ))}
      </StyledStars>
      {error && (
        <StyledFieldError id={errorId} role="alert">
          {error}
        </StyledFieldError>
      )}
    </StyledRatingGroup>
  );
}
