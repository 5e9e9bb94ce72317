/**
 * Set-valued fields (a setting, a checklist item's `checked`) keep the value of the later user
 * action. Equal instants are settled by comparing the values' JSON, so every replica picks the
 * same winner whatever order the two changes arrive in.
 */
export function laterActionWins(
  incoming: { at: string; value: unknown },
  current: { at: string; value: unknown } | undefined,
): boolean {
  if (!current) return true;
  const byTime = Date.parse(incoming.at) - Date.parse(current.at);
  if (byTime !== 0) return byTime > 0;
  return JSON.stringify(incoming.value) > JSON.stringify(current.value);
}
