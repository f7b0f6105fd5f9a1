import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { createRepeatFilter, decodeVideoFrame, loadDecoder } from '../model/qrDecode.ts';

const t = skAdmin.checkIn;
/** Frames scanned per second at most: a QR code held up for a moment is read; the phone stays cool. */
const FRAME_INTERVAL_MS = 100;

type CameraStatus = 'starting' | 'on' | 'unavailable';

/**
 * The phone's back camera scanning for ticket QR codes. Each code is handed over once while it stays in
 * view (`createRepeatFilter`); frames are not read while `busy` (a check is on its way). The page places
 * the picture (`CameraView`) and the switch (`CameraSwitch`) where a one-handed cashier wants them.
 */
export function useCamera(onCode: (code: string) => void, busy: boolean) {
  /** 0 = off; each switch-on is a new session, so a retry after a refusal starts the camera again. */
  const [session, setSession] = useState(0);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const video = useRef<HTMLVideoElement>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (session === 0) return;
    setStatus('starting');
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const repeats = createRepeatFilter();
    let jsQR: Awaited<ReturnType<typeof loadDecoder>>;

    const scanFrame = () => {
      if (stopped) return;
      const element = video.current;
      if (element && !busyRef.current) {
        const code = decodeVideoFrame(jsQR, element, canvas);
        if (code && repeats.accept(code, Date.now())) onCodeRef.current(code);
      }
      timer = setTimeout(scanFrame, FRAME_INTERVAL_MS);
    };

    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        const decoderLoaded = loadDecoder();
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        });
        if (stopped) return;
        const element = video.current;
        if (!element) return;
        element.srcObject = stream;
        await element.play().catch(() => undefined);
        jsQR = await decoderLoaded;
        if (stopped) return;
        setStatus('on');
        scanFrame();
      } catch {
        if (!stopped) setStatus('unavailable');
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [session]);

  const running = session > 0 && status !== 'unavailable';
  return {
    video,
    running,
    status,
    unavailable: session > 0 && status === 'unavailable',
    toggle: () => setSession(running ? 0 : session + 1),
  };
}

export type Camera = ReturnType<typeof useCamera>;

/** The live picture while the camera runs (hidden otherwise), or why it cannot run. */
export function CameraView({ camera }: { camera: Camera }) {
  return (
    <>
      <div className="gate-camera-view" hidden={!camera.running}>
        <video ref={camera.video} aria-label={t.cameraLabel} playsInline muted />
        {camera.status === 'starting' ? <p className="gate-camera-status">{t.cameraStarting}</p> : null}
      </div>
      {camera.unavailable ? (
        <p className="text-danger fw-semibold" role="alert">
          {t.cameraDenied}
        </p>
      ) : null}
    </>
  );
}

export function CameraSwitch({ camera }: { camera: Camera }) {
  return (
    <Button
      size="lg"
      variant={camera.running ? 'outline-secondary' : 'primary'}
      className="w-100 gate-action"
      aria-pressed={camera.running}
      onClick={camera.toggle}
    >
      {camera.running ? t.cameraOff : t.cameraOn}
    </Button>
  );
}
