/**
 * "Brno (Brno-město, Jihomoravský kraj)": obce of one name differ by okres. A name said twice is
 * said once: "Praha (Hlavní město Praha)", not "(Hlavní město Praha, Hlavní město Praha)".
 */
export function municipalityLabel(m: { name: string; region: { name: string }; province: { name: string } }): string {
  const parts = [...new Set([m.region.name, m.province.name])].filter((part) => part !== m.name);
  return parts.length ? `${m.name} (${parts.join(', ')})` : m.name;
}
