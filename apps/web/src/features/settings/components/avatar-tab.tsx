import { Check } from "lucide-react";
import {
  AVATARS,
  type AvatarId,
  AvatarImage,
  getAvatarName,
  saveAvatarId,
  useAvatarId,
} from "../../../components/avatars/index.ts";
import { Card, cx, toast } from "../../../components/ui/index.ts";

/** Pick one of the ten avatars; the choice lives in local storage and updates the header at once. */
export function AvatarTab() {
  const current = useAvatarId();

  function choose(id: AvatarId) {
    if (id === current) return;
    saveAvatarId(id);
    toast(`Avatar changed to ${getAvatarName(id)}.`, { variant: "success" });
  }

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-7">
      <div className="flex items-center gap-4">
        <AvatarImage
          id={current}
          size={72}
          label=""
          className="shrink-0 rounded-full ring-2 ring-primary ring-offset-2 ring-offset-surface"
        />
        <div>
          <h2 className="text-lg font-semibold text-text">Avatar</h2>
          <p className="text-sm text-muted">
            Current: <span className="font-medium text-text">{getAvatarName(current)}</span>. It's saved on
            this device.
          </p>
        </div>
      </div>
      <fieldset>
        <legend className="sr-only">Choose your avatar</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {AVATARS.map((avatar) => {
            const checked = avatar.id === current;
            return (
              <label
                key={avatar.id}
                data-avatar-option={avatar.id}
                className={cx(
                  "relative flex cursor-pointer flex-col items-center gap-2.5 rounded-2xl border p-3 pb-3.5 text-center transition-colors",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  checked
                    ? "border-primary bg-primary/10"
                    : "border-border bg-surface hover:border-muted/60 hover:bg-surface-2",
                )}
              >
                <input
                  type="radio"
                  name="avatar"
                  value={avatar.id}
                  checked={checked}
                  onChange={() => choose(avatar.id)}
                  className="sr-only"
                />
                <AvatarImage id={avatar.id} size={88} label="" className="rounded-full" />
                <span className="text-sm font-medium text-text">{avatar.name}</span>
                {checked && (
                  <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-fg">
                    <Check aria-hidden="true" size={14} strokeWidth={3} />
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
