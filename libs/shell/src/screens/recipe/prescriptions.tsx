import type { PrescriptionDto, Result } from '@gopharm/api-client';
import { prescriptionsOf, type Refusal } from '@gopharm/domain';
import { formatDate, formatDecimal } from '@gopharm/i18n';
import { Button, TextField } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useRefusalText, useStores } from '../../index';
import forms from '../forms/forms.module.css';
import styles from './recipe.module.css';

/**
 * What the file picker offers; the API decides by the bytes, whatever the name or type says. Not HEIC, which the
 * API refuses: asked for JPEG, an iPhone's browser converts the photo it picks to JPEG.
 */
const ACCEPTED_FILES = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** A prescription as the shopper recognises it: "Электронный рецепт № …", "Фото рецепта, 1,2 МБ". */
export function usePrescriptionName(): (prescription: PrescriptionDto) => string {
  const { t } = useTranslation();
  return useCallback(
    (prescription: PrescriptionDto) => {
      if (prescription.number !== null) return t('recipe.numberItem', { number: prescription.number });
      const bytes = prescription.file?.size ?? 0;
      const size =
        bytes < 1_048_576
          ? t('recipe.sizeKb', { figure: formatDecimal(Math.max(1, Math.round(bytes / 1024))) })
          : t('recipe.sizeMb', { figure: formatDecimal(bytes / 1_048_576) });
      const pdf = prescription.file?.media_type === 'application/pdf';
      return t(pdf ? 'recipe.scanItem' : 'recipe.photoItem', { size });
    },
    [t],
  );
}

/**
 * Adding a prescription: an e-prescription's number, or a photo or PDF of a paper one (sent as soon as it is
 * picked). Each says what went wrong at its own field, in the shopper's language; `onKept` gets the kept one.
 */
export const PrescriptionForm = observer(function PrescriptionForm({
  onKept,
}: {
  onKept?: (prescription: PrescriptionDto) => void;
}) {
  const { t } = useTranslation();
  const prescriptions = prescriptionsOf(useStores());
  const refusalText = useRefusalText();
  const notify = useNotify();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [busy, setBusy] = useState<'number' | 'file' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHintId = useId();
  const fileErrorId = useId();

  const kept = (step: Result<PrescriptionDto, Refusal>, showError: (text: string) => void): boolean => {
    if (!step.ok) {
      showError(refusalText(step.error));
      return false;
    }
    notify({ type: 'success', key: 'recipe.saved' });
    onKept?.(step.data);
    return true;
  };

  const addNumber = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setBusy('number');
    const step = await prescriptions.addNumber(number);
    setBusy(null);
    if (kept(step, setNumberError)) setNumber('');
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFileError(undefined);
    setBusy('file');
    const step = await prescriptions.upload(file);
    setBusy(null);
    kept(step, setFileError);
    // The same file may be picked again after a refusal (a change event needs a new value).
    if (fileInput.current) fileInput.current.value = '';
  };

  // Not a <form>: the checkout's form holds this one, and forms do not nest. Enter in the field adds the number.
  return (
    <div className={styles.add}>
      <div className={styles.numberRow}>
        <TextField
          label={t('recipe.ePrescription')}
          hint={t('recipe.numberHint')}
          value={number}
          error={numberError}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          onChange={(event) => {
            setNumber(event.target.value);
            setNumberError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void addNumber(event);
          }}
        />
        <Button
          type="button"
          variant="secondary"
          loading={busy === 'number'}
          disabled={busy !== null}
          onClick={(event) => void addNumber(event)}
        >
          {t('recipe.addNumber')}
        </Button>
      </div>
      <div className={styles.upload}>
        {/* The native picker, its button styled: the camera on a phone, the files on a computer. */}
        <label className={styles.uploadButton} aria-disabled={busy !== null || undefined}>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPTED_FILES}
            className={styles.fileInput}
            disabled={busy !== null}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[fileHintId, fileError ? fileErrorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          {busy === 'file' ? t('recipe.uploading') : t('recipe.upload')}
        </label>
        <p id={fileHintId} className={forms.muted}>
          {t('recipe.uploadHint')}
        </p>
        {fileError && (
          <p id={fileErrorId} role="alert" className={forms.fieldError}>
            {fileError}
          </p>
        )}
      </div>
    </div>
  );
});

/** The shopper's prescriptions on /recipe: each can be opened (its file) and deleted. */
export const SavedPrescriptions = observer(function SavedPrescriptions() {
  const { t } = useTranslation();
  const prescriptions = prescriptionsOf(useStores());
  const name = usePrescriptionName();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);

  const open = async (prescription: PrescriptionDto) => {
    setBusyId(prescription.id);
    const file = await prescriptions.file(prescription.id);
    setBusyId(null);
    if (!file.ok) return notify({ type: 'error', key: 'errors.network' });
    // A download of the owner's own file: the API never serves it as a page (attachment, sandboxed).
    const url = URL.createObjectURL(file.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = `prescription-${prescription.id}${prescription.file?.media_type === 'application/pdf' ? '.pdf' : ''}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const remove = async (prescription: PrescriptionDto) => {
    setBusyId(prescription.id);
    const removed = await prescriptions.remove(prescription.id);
    setBusyId(null);
    notify(
      removed.ok ? { type: 'success', key: 'recipe.removed' } : { type: 'error', key: 'errors.network' },
    );
  };

  /** "Открыть" or "Удалить" of one prescription, named with it for a screen reader; held while either runs. */
  const action = (kind: 'open' | 'remove', prescription: PrescriptionDto) => (
    <Button
      type="button"
      variant="secondary"
      disabled={busyId === prescription.id}
      aria-label={t(`recipe.${kind}Label`, { name: name(prescription) })}
      onClick={() => void (kind === 'open' ? open : remove)(prescription)}
    >
      {t(`recipe.${kind}`)}
    </Button>
  );

  if (prescriptions.list.length === 0) {
    return prescriptions.state === 'loaded' ? <p className={forms.muted}>{t('recipe.none')}</p> : null;
  }
  return (
    <ul className={styles.list}>
      {prescriptions.list.map((prescription) => (
        <li key={prescription.id} className={styles.item}>
          <span className={styles.itemText}>
            <span>{name(prescription)}</span>
            <span className={forms.muted}>
              {t('recipe.addedOn', { date: formatDate(prescription.created_at) })}
            </span>
          </span>
          <span className={styles.itemActions}>
            {prescription.file && action('open', prescription)}
            {action('remove', prescription)}
          </span>
        </li>
      ))}
    </ul>
  );
});
