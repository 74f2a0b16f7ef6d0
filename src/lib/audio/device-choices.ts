/**
 * Media devices as [id, name] choices for a select. Before the page may use a device the browser lists devices
 * without ids or names (one entry per kind, all alike): then the one choice is the default device, instead of
 * several blank entries sharing the empty id.
 */
export function deviceChoices(
  devices: ReadonlyArray<{ deviceId: string; label: string }>,
  kind: string,
): ReadonlyArray<readonly [string, string]> {
  const listed = devices.filter((device) => device.deviceId);
  return listed.length === 0
    ? [['', 'Default']]
    : listed.map((device, index) => [device.deviceId, device.label || `${kind} ${index + 1}`] as const);
}
