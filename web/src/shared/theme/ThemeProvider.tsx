import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readThemePreference, resolveTheme, saveThemePreference, type AppliedTheme, type ThemePreference } from './theme';

interface ThemeState {
  preference: ThemePreference;
  applied: AppliedTheme;
  setPreference: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Applies the theme as `data-theme` on <html>, following the system while the choice is `system`. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readThemePreference);
  const [systemDark, setSystemDark] = useState(() => window.matchMedia(DARK_QUERY).matches);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const applied = resolveTheme(preference, systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = applied;
  }, [applied]);

  const setPreference = useCallback((theme: ThemePreference) => {
    saveThemePreference(theme);
    setPreferenceState(theme);
  }, []);

  const value = useMemo(() => ({ preference, applied, setPreference }), [preference, applied, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs a ThemeProvider');
  return state;
}
