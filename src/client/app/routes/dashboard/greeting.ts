/** The dashboard's greeting by local hour (0–23): before 12:00 morning, before 18:00 afternoon, else evening. */
export function greetingFor(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}
