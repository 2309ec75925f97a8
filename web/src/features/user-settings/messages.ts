import { defineMessages } from '../../shared/i18n/messages';

// Language names are not here: each language is offered in its own name (see languages.ts).
export const userSettingsMessages = defineMessages({
  en: {
    userSettings: {
      title: 'My settings',
      loadFailed: 'Your settings could not be loaded.',
      profile: {
        heading: 'Profile',
        description: 'Your account. An owner can change these details.',
        username: 'Username',
        name: 'Name',
        noName: 'Not set',
        workspaces: 'Workspaces',
        workspacesLoading: 'Loading workspaces',
        workspacesFailed: 'Your workspaces could not be loaded.',
        noWorkspaces: 'You are not in any workspace yet. Ask an owner to add you to one.',
      },
      theme: {
        heading: 'Theme',
        description: 'How Gloss looks on this device.',
        options: { light: 'Light', dark: 'Dark', system: 'System' },
        systemHint: 'Follows your device',
      },
      language: {
        heading: 'Language',
        description: 'The language of the interface on this device.',
      },
      annotation: {
        heading: 'Annotation',
        description: 'How the annotation page answers your keys, on this device.',
        submitOnChoice: 'Submit on choice',
        submitOnChoiceHint:
          'When a record has a single question, a label or a rating, choosing an answer by its number key submits the record and opens the next one. Never in the bulk view.',
      },
      apiKey: {
        heading: 'API key',
        description: 'Use this key to connect the Python SDK to Gloss. Keep it secret: anyone who has it can act as you.',
        hidden: 'API key hidden',
        show: 'Show key',
        hide: 'Hide key',
        copy: 'Copy key',
      },
      sdk: {
        heading: 'Connect with the Python SDK',
        description: 'Install the SDK in a Python virtual environment, then connect with these lines.',
        installLabel: 'The command that installs the SDK',
        copyInstall: 'Copy command',
        codeLabel: 'Python code that connects the SDK',
        copy: 'Copy code',
      },
    },
  },
  de: {
    userSettings: {
      title: 'Meine Einstellungen',
      loadFailed: 'Deine Einstellungen konnten nicht geladen werden.',
      profile: {
        heading: 'Profil',
        description: 'Dein Konto. Ein Eigentümer kann diese Angaben ändern.',
        username: 'Benutzername',
        name: 'Name',
        noName: 'Nicht angegeben',
        workspaces: 'Arbeitsbereiche',
        workspacesLoading: 'Arbeitsbereiche werden geladen',
        workspacesFailed: 'Deine Arbeitsbereiche konnten nicht geladen werden.',
        noWorkspaces: 'Du gehörst noch keinem Arbeitsbereich an. Bitte einen Eigentümer, dich hinzuzufügen.',
      },
      theme: {
        heading: 'Erscheinungsbild',
        description: 'So sieht Gloss auf diesem Gerät aus.',
        options: { light: 'Hell', dark: 'Dunkel', system: 'System' },
        systemHint: 'Wie auf deinem Gerät',
      },
      language: {
        heading: 'Sprache',
        description: 'Die Sprache der Oberfläche auf diesem Gerät.',
      },
      annotation: {
        heading: 'Annotieren',
        description: 'Wie die Annotationsseite auf deine Tasten reagiert, auf diesem Gerät.',
        submitOnChoice: 'Bei Auswahl einreichen',
        submitOnChoiceHint:
          'Hat ein Datensatz nur eine Frage, ein Label oder eine Bewertung, reicht die Wahl einer Antwort mit ihrer Zifferntaste den Datensatz ein und öffnet den nächsten. Nie in der Massenansicht.',
      },
      apiKey: {
        heading: 'API-Schlüssel',
        description:
          'Mit diesem Schlüssel verbindest du das Python SDK mit Gloss. Halte ihn geheim: Wer ihn kennt, kann in deinem Namen handeln.',
        hidden: 'API-Schlüssel verborgen',
        show: 'Schlüssel anzeigen',
        hide: 'Schlüssel verbergen',
        copy: 'Schlüssel kopieren',
      },
      sdk: {
        heading: 'Mit dem Python SDK verbinden',
        description: 'Installiere das SDK in einer virtuellen Python-Umgebung und verbinde dich dann mit diesen Zeilen.',
        installLabel: 'Der Befehl, der das SDK installiert',
        copyInstall: 'Befehl kopieren',
        codeLabel: 'Python-Code, der das SDK verbindet',
        copy: 'Code kopieren',
      },
    },
  },
  es: {
    userSettings: {
      title: 'Mi configuración',
      loadFailed: 'No se pudo cargar tu configuración.',
      profile: {
        heading: 'Perfil',
        description: 'Tu cuenta. Un propietario puede cambiar estos datos.',
        username: 'Nombre de usuario',
        name: 'Nombre',
        noName: 'Sin indicar',
        workspaces: 'Espacios de trabajo',
        workspacesLoading: 'Cargando espacios de trabajo',
        workspacesFailed: 'No se pudieron cargar tus espacios de trabajo.',
        noWorkspaces: 'Todavía no perteneces a ningún espacio de trabajo. Pide a un propietario que te añada a uno.',
      },
      theme: {
        heading: 'Tema',
        description: 'Cómo se ve Gloss en este dispositivo.',
        options: { light: 'Claro', dark: 'Oscuro', system: 'Sistema' },
        systemHint: 'Igual que tu dispositivo',
      },
      language: {
        heading: 'Idioma',
        description: 'El idioma de la interfaz en este dispositivo.',
      },
      annotation: {
        heading: 'Anotación',
        description: 'Cómo responde la página de anotación a tus teclas, en este dispositivo.',
        submitOnChoice: 'Enviar al elegir',
        submitOnChoiceHint:
          'Cuando un registro tiene una sola pregunta, una etiqueta o una valoración, elegir una respuesta con su tecla numérica envía el registro y abre el siguiente. Nunca en la vista masiva.',
      },
      apiKey: {
        heading: 'Clave de API',
        description:
          'Usa esta clave para conectar el SDK de Python con Gloss. Mantenla en secreto: quien la tenga puede actuar en tu nombre.',
        hidden: 'Clave de API oculta',
        show: 'Mostrar clave',
        hide: 'Ocultar clave',
        copy: 'Copiar clave',
      },
      sdk: {
        heading: 'Conectar con el SDK de Python',
        description: 'Instala el SDK en un entorno virtual de Python y conéctate con estas líneas.',
        installLabel: 'El comando que instala el SDK',
        copyInstall: 'Copiar comando',
        codeLabel: 'Código Python que conecta el SDK',
        copy: 'Copiar código',
      },
    },
  },
});
