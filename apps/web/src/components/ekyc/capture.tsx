import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EkycImageKind } from '@store/domain/ekyc';
import { errorText } from '@/lib/error-text';
import { fileToJpeg, frameToJpeg } from './photo';

export interface CaptureProps {
  /** What the application has already (a reload, or photos taken on the other device). */
  initial: { has_document: boolean; has_selfie: boolean };
  upload: (kind: EkycImageKind, photo: Blob, onProgress: (share: number) => void) => Promise<unknown>;
  /** Sends the application for its decision. */
  submit: () => Promise<unknown>;
}

type Step = EkycImageKind | 'review';

/**
 * Photographs the ID card, then the selfie, in the page (getUserMedia; a file input with `capture`
 * when the camera cannot be opened, or by choice), each previewed with retake, uploaded with its
 * progress, then sent for the decision. Used on a phone by <EkycStep> and by the hand-off pages.
 */
export function EkycCapture({ initial, upload, submit }: CaptureProps) {
  const { t } = useTranslation('ekyc');
  const [step, setStep] = useState<Step>(() => (!initial.has_document ? 'document' : !initial.has_selfie ? 'selfie' : 'review'));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const index = step === 'document' ? 1 : step === 'selfie' ? 2 : 3;

  return (
    <div className="ekyc-capture">
      <p className="ekyc-capture__progress">{t('capture.stepOf', { step: index, total: 3 })}</p>
      {step === 'review' ? (
        <section className="ekyc-capture__review" aria-labelledby="ekyc-review-title">
          <h3 id="ekyc-review-title">{t('review.title')}</h3>
          <p>{t('review.lead')}</p>
          {error !== null && (
            <p className="ekyc-error" role="alert">
              {errorText(t, error)}
            </p>
          )}
          <div className="ekyc-actions">
            <button
              type="button"
              className="ekyc-button ekyc-button--primary"
              disabled={sending}
              onClick={() => {
                setSending(true);
                setError(null);
                submit().then(
                  () => setSending(false),
                  (e: unknown) => {
                    setSending(false);
                    setError(e);
                  },
                );
              }}
            >
              {sending ? t('review.sending') : t('review.submit')}
            </button>
            <button type="button" className="ekyc-link" onClick={() => setStep('document')} disabled={sending}>
              {t('review.retake')}
            </button>
          </div>
        </section>
      ) : (
        <PhotoStep key={step} kind={step} upload={upload} onDone={() => setStep(step === 'document' ? 'selfie' : 'review')} />
      )}
    </div>
  );
}

type Phase = { name: 'live' } | { name: 'preview'; photo: Blob; url: string } | { name: 'uploading'; photo: Blob; url: string; share: number };

function PhotoStep({ kind, upload, onDone }: { kind: EkycImageKind; upload: CaptureProps['upload']; onDone: () => void }) {
  const { t } = useTranslation('ekyc');
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting');
  const [phase, setPhase] = useState<Phase>({ name: 'live' });
  const [error, setError] = useState<unknown>(null);
  const facing = kind === 'document' ? 'environment' : 'user';

  const stopCamera = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  // The camera runs while the live view is shown.
  useEffect(() => {
    if (phase.name !== 'live') return;
    let cancelled = false;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setCamera('off');
      return;
    }
    setCamera('starting');
    media.getUserMedia({ video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false }).then(
      (stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
        setCamera('on');
      },
      () => !cancelled && setCamera('off'),
    );
    return () => {
      cancelled = true;
      stopCamera();
    };
  }, [phase.name, facing, stopCamera]);

  // Object URLs of previews are released when replaced or left.
  const previewUrl = phase.name === 'live' ? null : phase.url;
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const show = (photo: Blob) => {
    setError(null);
    setPhase({ name: 'preview', photo, url: URL.createObjectURL(photo) });
  };

  const take = async () => {
    if (!videoRef.current) return;
    try {
      show(await frameToJpeg(videoRef.current));
    } catch (e) {
      setError(e);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      show(await fileToJpeg(file));
    } catch {
      setError({ code: 'image_unreadable' });
    }
  };

  const send = () => {
    if (phase.name !== 'preview') return;
    const { photo, url } = phase;
    setError(null);
    setPhase({ name: 'uploading', photo, url, share: 0 });
    upload(kind, photo, (share) => setPhase({ name: 'uploading', photo, url, share })).then(onDone, (e: unknown) => {
      setError(e);
      setPhase({ name: 'preview', photo, url });
    });
  };

  const message = error === null ? null : (error as { code?: string }).code === 'image_unreadable' ? t('errors.image_unreadable') : errorText(t, error);
  const percent = phase.name === 'uploading' ? Math.round(phase.share * 100) : 0;

  return (
    <section className={`ekyc-photo ekyc-photo--${kind}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`${kind}.title`)}</h3>
      <p className="ekyc-photo__hint">{t(`${kind}.hint`)}</p>

      <div className="ekyc-photo__frame">
        {phase.name === 'live' ? (
          <>
            <video ref={videoRef} className="ekyc-photo__video" playsInline muted autoPlay hidden={camera !== 'on'} aria-label={t(`${kind}.live`)} />
            {camera === 'on' && <div className={`ekyc-photo__guide ekyc-photo__guide--${kind}`} aria-hidden="true" />}
            {camera === 'starting' && <p className="ekyc-photo__status">{t('camera.starting')}</p>}
            {camera === 'off' && (
              <p className="ekyc-photo__status" role="status">
                {t('camera.unavailable')}
              </p>
            )}
          </>
        ) : (
          <img className="ekyc-photo__preview" src={phase.url} alt={t(`${kind}.previewAlt`)} />
        )}
      </div>

      {message && (
        <p className="ekyc-error" role="alert">
          {message}
        </p>
      )}

      {phase.name === 'uploading' && (
        <div className="ekyc-upload">
          <progress max={100} value={percent} aria-labelledby={`${id}-upload`} />
          <span id={`${id}-upload`}>{t('upload.progress', { percent })}</span>
        </div>
      )}

      <div className="ekyc-actions">
        {phase.name === 'live' && camera === 'on' && (
          <button type="button" className="ekyc-button ekyc-button--primary" onClick={() => void take()}>
            {t('camera.take')}
          </button>
        )}
        {phase.name === 'preview' && (
          <>
            <button type="button" className="ekyc-button ekyc-button--primary" onClick={send}>
              {t('camera.use')}
            </button>
            <button type="button" className="ekyc-button" onClick={() => setPhase({ name: 'live' })}>
              {t('camera.retake')}
            </button>
          </>
        )}
        {phase.name !== 'uploading' && (
          <label className={camera === 'off' && phase.name === 'live' ? 'ekyc-button ekyc-button--primary ekyc-file' : 'ekyc-link ekyc-file'}>
            {camera === 'off' && phase.name === 'live' ? t('camera.fileOnly') : t('camera.file')}
            <input type="file" accept="image/jpeg,image/png" capture={facing} onChange={(e) => void choose(e)} data-testid={`ekyc-file-${kind}`} />
          </label>
        )}
      </div>
    </section>
  );
}
