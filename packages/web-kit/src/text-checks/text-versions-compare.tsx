import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { OrderTextDto } from '@inkwell/contracts';
import { Alert, Button, EmptyState, FormField, Select, Spinner, formatDate } from '@inkwell/ui-kit';
import { wordDiff, type DiffPart } from './word-diff';
import type { TextCheckApi } from './text-checks-api';
import { useTextCheckText } from './text-checks-texts';
import { StyledHeading, StyledMuted, StyledPanel } from './styled';

type Layout = 'inline' | 'side';

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;

  & > * {
    flex: 1 1 220px;
    min-width: 0;
  }
`;

const StyledLayout = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-weight: 600;
  }

  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[1]}px;
    align-items: center;
  }
`;

const StyledText = styled.div`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;

  ins {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }

  del {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: line-through;
  }
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Read by screen readers, which announce neither `ins` nor `del`, so a change is told where it starts and ends. */
const StyledSpoken = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function Marked({ parts, show }: { parts: DiffPart[]; show: DiffPart['kind'][] }) {
  const text = useTextCheckText();
  return (
    <>
      {parts
        .filter((part) => show.includes(part.kind))
        .map((part, index) =>
          part.kind === 'inserted' ? (
            <ins key={index}>
              <StyledSpoken>{text('compare.insertStart')} </StyledSpoken>
              {part.text}
              <StyledSpoken> {text('compare.insertEnd')}</StyledSpoken>
            </ins>
          ) : part.kind === 'deleted' ? (
            <del key={index}>
              <StyledSpoken>{text('compare.deleteStart')} </StyledSpoken>
              {part.text}
              <StyledSpoken> {text('compare.deleteEnd')}</StyledSpoken>
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
    </>
  );
}

function Comparison({ versions }: { versions: OrderTextDto[] }) {
  const text = useTextCheckText();
  const id = useId();
  const [from, setFrom] = useState(versions.length - 2);
  const [to, setTo] = useState(versions.length - 1);
  const [layout, setLayout] = useState<Layout>('inline');
  const diff = useMemo(() => wordDiff(versions[from]!.content, versions[to]!.content), [versions, from, to]);
  const options = versions.map((version, index) => ({
    value: String(index),
    label: text('compare.version', {
      version: version.version,
      role: text(`compare.${version.authorRole}`),
      date: version.submittedAt ? formatDate(version.submittedAt, true) : '',
    }),
  }));
  return (
    <>
      <StyledChoices>
        <FormField label={text('compare.from')} htmlFor={`${id}-from`}>
          <Select id={`${id}-from`} options={options} value={String(from)} onChange={(event) => setFrom(Number(event.target.value))} />
        </FormField>
        <FormField label={text('compare.to')} htmlFor={`${id}-to`}>
          <Select id={`${id}-to`} options={options} value={String(to)} onChange={(event) => setTo(Number(event.target.value))} />
        </FormField>
        <StyledLayout>
          <legend>{text('compare.layout')}</legend>
          {(['inline', 'side'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={`${id}-layout`} value={value} checked={layout === value} onChange={() => setLayout(value)} />
              {text(`compare.${value}`)}
            </label>
          ))}
        </StyledLayout>
      </StyledChoices>
      {!diff ? (
        <Alert variant="info">{text('compare.tooFar')}</Alert>
      ) : (
        <>
          <StyledMuted role="status" aria-live="polite">
            {diff.inserted + diff.deleted === 0 ? text('compare.same') : `${text('compare.added', { count: diff.inserted })}, ${text('compare.removed', { count: diff.deleted })}`}
          </StyledMuted>
          {layout === 'inline' ? (
            <StyledText>
              <Marked parts={diff.parts} show={['same', 'inserted', 'deleted']} />
            </StyledText>
          ) : (
            <StyledColumns>
              <section aria-labelledby={`${id}-before`}>
                <h3 id={`${id}-before`}>{options[from]!.label}</h3>
                <StyledText>
                  <Marked parts={diff.parts} show={['same', 'deleted']} />
                </StyledText>
              </section>
              <section aria-labelledby={`${id}-after`}>
                <h3 id={`${id}-after`}>{options[to]!.label}</h3>
                <StyledText>
                  <Marked parts={diff.parts} show={['same', 'inserted']} />
                </StyledText>
              </section>
            </StyledColumns>
          )}
        </>
      )}
    </>
  );
}

export interface TextVersionsCompareProps {
  api: TextCheckApi;
  orderId: number;
}

/** Two submitted versions of an order's text, word by word: what a revision changed (issue 19). */
export function TextVersionsCompare({ api, orderId }: TextVersionsCompareProps) {
  const text = useTextCheckText();
  const result = api.useGetTextVersionsQuery(orderId);
  const versions = result.data;
  return (
    <StyledPanel aria-labelledby={`compare-${orderId}`}>
      <StyledHeading id={`compare-${orderId}`}>{text('compare.title')}</StyledHeading>
      {result.isLoading ? (
        <Spinner label={text('compare.loading')} />
      ) : result.isError || !versions ? (
        <Alert variant="danger">
          {text('compare.loadFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
            {text('retry')}
          </Button>
        </Alert>
      ) : versions.length < 2 ? (
        <EmptyState title={text('compare.empty')} hint={text('compare.emptyHint')} />
      ) : (
        <Comparison versions={versions} />
      )}
    </StyledPanel>
  );
}
