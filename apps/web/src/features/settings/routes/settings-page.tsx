import { ChartNoAxesColumn, CreditCard, KeyRound, Shield, SmilePlus, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/index.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { AccessTokensTab } from "../components/access-tokens-tab.tsx";
import { AvatarTab } from "../components/avatar-tab.tsx";
import { CalendarFeedCard } from "../components/calendar-feed-card.tsx";
import { InterfaceLanguageCard } from "../components/interface-language-card.tsx";
import { MemoryCard } from "../components/memory-card.tsx";
import { PrivacyTab } from "../components/privacy-tab.tsx";
import { ProfileTab } from "../components/profile-tab.tsx";
import { ReviewSettingsCard } from "../components/review-settings-card.tsx";
import { StudyNowSettingsCard } from "../components/study-now-settings-card.tsx";
import { SubscriptionTab } from "../components/subscription-tab.tsx";
import { UsageTab } from "../components/usage-tab.tsx";
import { VoiceRecordingsCard } from "../components/voice-recordings-card.tsx";
import { readActiveTab, SETTINGS_TABS, type SettingsTab } from "../lib/settings-tabs.ts";
import { SETTINGS_NS } from "../messages.ts";

/** Each tab's icon; its label is settings.json's `tabs.<id>`. */
const TAB_ICONS: Record<SettingsTab, typeof UserRound> = {
  profile: UserRound,
  avatar: SmilePlus,
  privacy: Shield,
  subscription: CreditCard,
  usage: ChartNoAxesColumn,
  tokens: KeyRound,
};

/** /settings: Profile, Avatar, Privacy, Subscription, Usage and Access tokens tabs; navigation state activeTab picks one. */
export function Component() {
  const { t } = useTranslation(SETTINGS_NS);
  const location = useLocation();
  const [tab, setTab] = useState<SettingsTab>(() => readActiveTab(location.state));
  const user = useCurrentUser();

  // A new navigation to /settings (e.g. Get Pro while already here) may name another tab.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setTab(readActiveTab(location.state));
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-text">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        {/* Six tabs do not fit a phone's width: there they wrap, three to a row. */}
        <TabsList aria-label={t("sections")} className="w-full flex-wrap sm:w-auto sm:flex-nowrap">
          {SETTINGS_TABS.map((id) => {
            const Icon = TAB_ICONS[id];
            return (
              <TabsTrigger
                key={id}
                value={id}
                className="grow basis-[30%] justify-center sm:grow-0 sm:basis-auto"
              >
                <Icon aria-hidden="true" size={16} className="hidden sm:block" />
                {t(`tabs.${id}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="profile">
          {user.data ? (
            <ProfileTab key={user.data.id} user={user.data} />
          ) : (
            <Spinner label={t("loadingProfile")} showLabel />
          )}
          <InterfaceLanguageCard />
          <ReviewSettingsCard />
          <StudyNowSettingsCard />
          <CalendarFeedCard />
        </TabsContent>
        <TabsContent value="avatar">
          <AvatarTab />
        </TabsContent>
        <TabsContent value="privacy">
          <MemoryCard />
          <VoiceRecordingsCard />
          <PrivacyTab />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="usage">
          <UsageTab />
        </TabsContent>
        <TabsContent value="tokens">
          <AccessTokensTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
