import { defineMessages } from './messages';

/** Strings of the shell every page shares: errors, network state, header, banner, toasts. */
export const sharedMessages = defineMessages({
  en: {
    common: {
      productName: 'Gloss',
      loading: 'Loading…',
      close: 'Close',
      copy: 'Copy',
      copied: 'Copied',
      retry: 'Try again',
      skipToContent: 'Skip to content',
      roles: { owner: 'Owner', admin: 'Admin', annotator: 'Annotator' },
    },
    validations: {
      http: {
        401: { message: 'Could not validate credentials' },
        404: { message: 'Could not find the requested resource' },
        429: { message: 'Please wait a few seconds before trying again' },
        500: { message: 'An error occurred, please try again later' },
      },
      businessLogic: {
        missing_vector: { message: 'Vector not found for the selected record' },
        update_distribution_with_existing_responses: {
          message: "Distribution settings can't be modified for a dataset containing user responses",
        },
      },
    },
    network: {
      offline: 'You are offline',
      online: 'You are online again',
      unreachable: 'Could not reach the server. Check your connection and try again',
    },
    errorPage: {
      title: 'Something went wrong.',
      text: "We can't seem to find the page you are looking for",
      backHome: 'Back to home page',
      notFound: 'This page could not be found',
      chunkFailed: 'A new version of Gloss is available. Reload the page to continue.',
    },
    header: {
      home: 'Home',
      breadcrumbs: 'Breadcrumbs',
      userMenu: 'Account menu for {{username}}',
      mySettings: 'My settings',
      team: 'Team',
      workspaces: 'Workspaces',
      webhooks: 'Webhooks',
      apiDocs: 'API documentation',
      signOut: 'Sign out',
      settings: 'Settings',
    },
    banner: {
      storageAdmin:
        'This Space has no persistent storage: datasets and annotations are lost when it restarts. Enable persistent storage in the Space settings.',
      storageAdminLink: 'Open the Space settings',
      storageAnnotator:
        'This Space has no persistent storage: annotations may be lost when it restarts. Ask the Space owner to enable it.',
    },
    toasts: { region: 'Notifications', dismiss: 'Dismiss notification' },
    loadingBar: 'Loading data',
  },
  de: {
    common: {
      productName: 'Gloss',
      loading: 'Wird geladen…',
      close: 'Schließen',
      copy: 'Kopieren',
      copied: 'Kopiert',
      retry: 'Erneut versuchen',
      skipToContent: 'Zum Inhalt springen',
      roles: { owner: 'Eigentümer', admin: 'Admin', annotator: 'Annotator' },
    },
    validations: {
      http: {
        401: { message: 'Anmeldedaten konnten nicht überprüft werden' },
        404: { message: 'Die angeforderte Ressource wurde nicht gefunden' },
        429: { message: 'Bitte warte einige Sekunden, bevor du es erneut versuchst' },
        500: { message: 'Ein Fehler ist aufgetreten, bitte versuche es später erneut' },
      },
      businessLogic: {
        missing_vector: { message: 'Für den ausgewählten Datensatz wurde kein Vektor gefunden' },
        update_distribution_with_existing_responses: {
          message: 'Die Verteilungseinstellungen eines Datasets mit Antworten können nicht geändert werden',
        },
      },
    },
    network: {
      offline: 'Du bist offline',
      online: 'Du bist wieder online',
      unreachable: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut',
    },
    errorPage: {
      title: 'Etwas ist schiefgelaufen.',
      text: 'Wir können die gesuchte Seite anscheinend nicht finden',
      backHome: 'Zurück zur Startseite',
      notFound: 'Diese Seite wurde nicht gefunden',
      chunkFailed: 'Eine neue Version von Gloss ist verfügbar. Lade die Seite neu, um fortzufahren.',
    },
    header: {
      home: 'Start',
      breadcrumbs: 'Navigationspfad',
      userMenu: 'Kontomenü von {{username}}',
      mySettings: 'Meine Einstellungen',
      team: 'Team',
      workspaces: 'Arbeitsbereiche',
      webhooks: 'Webhooks',
      apiDocs: 'API-Dokumentation',
      signOut: 'Abmelden',
      settings: 'Einstellungen',
    },
    banner: {
      storageAdmin:
        'Dieser Space hat keinen dauerhaften Speicher: Datasets und Annotationen gehen bei einem Neustart verloren. Aktiviere dauerhaften Speicher in den Space-Einstellungen.',
      storageAdminLink: 'Space-Einstellungen öffnen',
      storageAnnotator:
        'Dieser Space hat keinen dauerhaften Speicher: Annotationen können bei einem Neustart verloren gehen. Bitte den Eigentümer des Space, ihn zu aktivieren.',
    },
    toasts: { region: 'Benachrichtigungen', dismiss: 'Benachrichtigung schließen' },
    loadingBar: 'Daten werden geladen',
  },
  es: {
    common: {
      productName: 'Gloss',
      loading: 'Cargando…',
      close: 'Cerrar',
      copy: 'Copiar',
      copied: 'Copiado',
      retry: 'Reintentar',
      skipToContent: 'Saltar al contenido',
      roles: { owner: 'Propietario', admin: 'Administrador', annotator: 'Anotador' },
    },
    validations: {
      http: {
        401: { message: 'No se pudieron validar las credenciales' },
        404: { message: 'No se encontró el recurso solicitado' },
        429: { message: 'Espera unos segundos antes de volver a intentarlo' },
        500: { message: 'Se produjo un error, inténtalo de nuevo más tarde' },
      },
      businessLogic: {
        missing_vector: { message: 'No se encontró el vector para el registro seleccionado' },
        update_distribution_with_existing_responses: {
          message: 'No se puede cambiar la distribución de un dataset que ya tiene respuestas',
        },
      },
    },
    network: {
      offline: 'Estás sin conexión',
      online: 'Vuelves a estar en línea',
      unreachable: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo',
    },
    errorPage: {
      title: 'Algo salió mal.',
      text: 'No encontramos la página que buscas',
      backHome: 'Volver a la página de inicio',
      notFound: 'No se encontró esta página',
      chunkFailed: 'Hay una nueva versión de Gloss. Recarga la página para continuar.',
    },
    header: {
      home: 'Inicio',
      breadcrumbs: 'Ruta de navegación',
      userMenu: 'Menú de la cuenta de {{username}}',
      mySettings: 'Mi configuración',
      team: 'Equipo',
      workspaces: 'Espacios de trabajo',
      webhooks: 'Webhooks',
      apiDocs: 'Documentación de la API',
      signOut: 'Cerrar sesión',
      settings: 'Configuración',
    },
    banner: {
      storageAdmin:
        'Este Space no tiene almacenamiento persistente: los datasets y las anotaciones se pierden al reiniciarse. Activa el almacenamiento persistente en la configuración del Space.',
      storageAdminLink: 'Abrir la configuración del Space',
      storageAnnotator:
        'Este Space no tiene almacenamiento persistente: las anotaciones pueden perderse al reiniciarse. Pide al propietario del Space que lo active.',
    },
    toasts: { region: 'Notificaciones', dismiss: 'Cerrar notificación' },
    loadingBar: 'Cargando datos',
  },
});
