import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Input, type InputProps } from "../../../components/ui/index.ts";

/** A password input with a show/hide toggle button inside its right edge. */
export function PasswordInput({ wrapperClassName, className, ...rest }: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={`relative ${wrapperClassName ?? ""}`}>
      <Input type={visible ? "text" : "password"} className={`pr-11 ${className ?? ""}`} {...rest} />
      {/* The label line is 20 px plus a 6 px gap, so the 40 px input starts 26 px down. */}
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        className="absolute top-[30px] right-2 flex size-8 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Icon aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
