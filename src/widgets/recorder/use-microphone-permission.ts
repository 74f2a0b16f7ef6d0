import { useEffect, useState } from 'react';

export type MicrophonePermission = 'prompt' | 'granted' | 'denied' | 'unknown';

/**
 * The site's microphone permission as the browser reports it, kept current when the user changes it in the
 * site settings. Browsers without the Permissions API entry for the microphone report `unknown`.
 */
export function useMicrophonePermission(): MicrophonePermission {
  const [state, setState] = useState<MicrophonePermission>('unknown');
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((result) => {
        if (cancelled) return;
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => setState('unknown'));
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return state;
}
