import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { signingLogic, type SignatureSubmit } from './signing-actor';
import './signatures.css';

/** The pad's image as base64 PNG (without the data: prefix). */
const pngOf = (pad: SignaturePad) => pad.toDataURL('image/png').split(',')[1] ?? '';

/**
 * Signing an assignment (machines/signing): draw with mouse, pen or finger, or type the name
 * (the keyboard alternative); Continue shows the signature for review; Sign sends it.
 */
export function SigningForm({
  submit,
  onSigned,
  signer,
}: {
  submit: SignatureSubmit;
  /** Signed (the signature's call has refreshed what it changed). */
  onSigned?: () => void;
  /** Who signs for whom, shown above the pad. */
  signer: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const actor = useActorRef(signingLogic(submit));
  const state = useSelector(actor, (s) => s);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState('');
  const editing = state.matches('empty') || state.matches('drawn') || state.matches('typed');

  useEffect(() => {
    const el = canvas.current;
    if (!el || !editing) return;
    // At most twice the CSS size: sharp on phones, and the PNG stays well under the API's bound.
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const p = new SignaturePad(el, { penColor: '#0b2a5b', backgroundColor: 'rgb(255,255,255)' });
    const sig = actor.getSnapshot().context.signature;
    if (sig?.method === 'drawn') void p.fromDataURL(`data:image/png;base64,${sig.png_base64}`, { ratio: 1 });
    p.addEventListener('endStroke', () => actor.send({ type: 'STROKE', png_base64: pngOf(p) }));
    pad.current = p;
    return () => p.off();
  }, [editing, actor]);

  const typedState = state.matches('typed');
  useEffect(() => {
    if (typedState) pad.current?.off();
    else pad.current?.on();
  }, [typedState]);

  const signed = state.matches('signed');
  useEffect(() => {
    if (signed) onSigned?.();
  }, [signed, onSigned]);

  const { signature, error } = state.context;
  const typed = signature?.method === 'typed' ? signature.name : '';

  if (signed) return <p role="status">{t('signatures.signed_now')}</p>;

  if (!editing)
    return (
      <div className="signing" aria-busy={state.matches('signing')}>
        <h4 id={`${id}-review`}>{t('signatures.review_title')}</h4>
        <p>{signer}</p>
        {signature?.method === 'drawn' ? (
          <img
            className="signing__preview"
            src={`data:image/png;base64,${signature.png_base64}`}
            alt={t('signatures.drawn_preview')}
          />
        ) : (
          <p className="signing__typed">{typed}</p>
        )}
        <p>{t('signatures.review_text')}</p>
        {error ? <p role="alert">{t(`api.${error}`)}</p> : null}
        {state.matches('failed') ? (
          <div role="alert">
            <p>{t('signatures.failed')}</p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('signatures.retry')}
            </button>
          </div>
        ) : (
          <div className="signing__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'BACK' })}
            >
              {t('signatures.back')}
            </button>
            <button
              type="button"
              className="button"
              disabled={state.matches('signing')}
              onClick={() => actor.send({ type: 'SIGN' })}
            >
              {t('signatures.sign')}
            </button>
          </div>
        )}
      </div>
    );

  return (
    <div className="signing">
      <p>{signer}</p>
      <p id={`${id}-pad-hint`}>{t('signatures.pad_hint')}</p>
      <canvas
        ref={canvas}
        className="signing__pad"
        role="img"
        aria-label={t('signatures.pad_label')}
        aria-describedby={`${id}-pad-hint`}
      />
      <div className="signing__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!state.matches('drawn')}
          onClick={() => {
            pad.current?.clear();
            actor.send({ type: 'CLEAR' });
          }}
        >
          {t('signatures.clear')}
        </button>
      </div>
      <label htmlFor={`${id}-typed`}>{t('signatures.typed_label')}</label>
      <input
        id={`${id}-typed`}
        type="text"
        autoComplete="name"
        value={name}
        disabled={state.matches('drawn')}
        aria-describedby={`${id}-typed-hint`}
        onChange={(e) => {
          setName(e.target.value);
          actor.send({ type: 'TYPE', name: e.target.value });
        }}
      />
      <p id={`${id}-typed-hint`} className="muted">
        {t('signatures.typed_hint')}
      </p>
      <button
        type="button"
        className="button"
        disabled={state.matches('empty')}
        onClick={() => actor.send({ type: 'CONFIRM' })}
      >
        {t('signatures.continue')}
      </button>
    </div>
  );
}
