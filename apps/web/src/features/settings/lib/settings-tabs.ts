/** The Settings tabs, in order; navigation state {activeTab} picks one. */
export const SETTINGS_TABS = ["profile", "avatar", "privacy", "subscription", "usage", "tokens"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named in navigation state, or Profile. */
export function readActiveTab(state: unknown): SettingsTab {
  const requested = (state as { activeTab?: unknown } | null)?.activeTab;
  return SETTINGS_TABS.find((tab) => tab === requested) ?? "profile";
}
