import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDebouncedValue } from '@inkwell/ui-kit';
import { errorToText, useLocalizedPath } from '@inkwell/web-kit';
import { SEARCH_MIN_LENGTH, isSearchTerm, type AdminSearchHit, type AdminSearchKind } from '@inkwell/contracts';
import { i18n } from '../../../locales/i18n';
import { registerSearchTexts } from '../locales';
import { useAdminSearchQuery } from '../api/search-api';
import { StyledDetail, StyledGroupLabel, StyledInput, StyledMessage, StyledOption, StyledPopup, StyledSearch, StyledVisuallyHidden } from './styled';

// The box is in the header of every page, so its texts come with the shell.
registerSearchTexts(i18n);

/** As the client picker: the search starts once typing pauses. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** Where a hit opens (paths without the language prefix); an invoice has no page, so its client's invoices. */
const PAGE_OF: Record<AdminSearchKind, (hit: AdminSearchHit) => string> = {
  client: (hit) => `/client/${hit.id}`,
  linguist: (hit) => `/linguist/${hit.id}`,
  project: (hit) => `/project/${hit.id}`,
  order: (hit) => `/order/${hit.id}`,
  invoice: (hit) => `/billing/invoices?clientId=${hit.clientId ?? ''}`,
};

interface FlatHit {
  kind: AdminSearchKind;
  hit: AdminSearchHit;
  optionId: string;
}

/**
 * Staff's one search box in the header (decision 054): a WAI-ARIA combobox whose listbox groups the hits by kind.
 * The arrow keys move through every hit across the groups, Enter opens the active one, Escape closes the list and
 * a second Escape empties the box.
 */
export function AdminSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const baseId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = text.trim();
  const settled = useDebouncedValue(term, ADMIN_SEARCH_DEBOUNCE_MS);
  // The box's own text decides whether to show anything: an emptied box shows no answer of a term still settling.
  const wanted = open && isSearchTerm(term) && isSearchTerm(settled) ? settled : null;
  const { currentData, error, isFetching } = useAdminSearchQuery(wanted ?? skipToken);

  const listboxId = `${baseId}-results`;
  const groups = useMemo(
    () =>
      (wanted !== null ? (currentData?.groups ?? []) : [])
        .filter((group) => group.hits.length > 0)
        .map((group) => ({
          kind: group.kind,
          hits: group.hits.map((hit): FlatHit => ({ kind: group.kind, hit, optionId: `${baseId}-${group.kind}-${hit.id}` })),
        })),
    [currentData, wanted, baseId],
  );
  const flat = groups.flatMap((group) => group.hits);
  const current = active >= 0 && active < flat.length ? flat[active] : undefined;
  const waiting = isSearchTerm(term) && (term !== settled || isFetching);

  const go = (target: FlatHit) => {
    setOpen(false);
    setText('');
    setActive(-1);
    navigate(localized(PAGE_OF[target.kind](target.hit)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? flat.length - 1 : (index + step + flat.length) % flat.length));
    } else if (event.key === 'Enter' && open && current) {
      event.preventDefault();
      go(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  let message: string | null = null;
  if (!isSearchTerm(term)) message = term ? t('search.tooShort', { min: SEARCH_MIN_LENGTH }) : null;
  else if (waiting && flat.length === 0) message = t('search.searching');
  else if (error) message = t('search.failed', { message: errorToText(error, t) });
  else if (currentData && flat.length === 0) message = t('search.empty');
  const expanded = open && (flat.length > 0 || message !== null);

  return (
    <StyledSearch>
      <StyledVisuallyHidden as="label" htmlFor={`${baseId}-input`}>
        {t('search.label')}
      </StyledVisuallyHidden>
      <StyledInput
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={open && current ? current.optionId : undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <StyledVisuallyHidden role="status">{open && !waiting && currentData ? t('search.count', { count: flat.length }) : ''}</StyledVisuallyHidden>
      <StyledPopup hidden={!expanded}>
          {message !== null && <StyledMessage>{message}</StyledMessage>}
          <div id={listboxId} role="listbox" aria-label={t('search.results')} hidden={flat.length === 0}>
            {groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${baseId}-${group.kind}`}>
                <StyledGroupLabel id={`${baseId}-${group.kind}`} role="presentation">
                  {t(`search.kinds.${group.kind}`)}
                </StyledGroupLabel>
                {group.hits.map((entry) => (
                  <StyledOption
                    key={entry.optionId}
                    id={entry.optionId}
                    role="option"
                    aria-selected={entry === current}
                    $active={entry === current}
                    // Keeps the focus in the box, so the blur does not close the list before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(entry)}
                  >
                    <span>{entry.hit.label}</span>
                    {entry.hit.detail && <StyledDetail>{entry.hit.detail}</StyledDetail>}
                  </StyledOption>
                ))}
              </div>
            ))}
          </div>
      </StyledPopup>
    </StyledSearch>
  );
}
