import { defineMessages } from '../../../../shared/i18n/messages';

/**
 * Strings of the settings page's danger zone (deleting the dataset). `deleted` names the dataset in the
 * success toast; `failed` says, in the confirmation dialog, why the dataset is still there.
 */
export const settingsDangerMessages = defineMessages({
  en: {
    settingsDanger: {
      title: 'Danger zone',
      deleteTitle: 'Delete dataset',
      deleteWarning: 'Be careful, this action is not reversible',
      deleteButton: 'Delete dataset',
      dialog: {
        title: 'Delete this dataset?',
        body: 'The dataset and everything in it (records, responses, suggestions, vectors and settings) will be deleted for everyone. It cannot be brought back.',
        dataset: 'Dataset name',
        workspace: 'Workspace',
        typeName: 'To confirm, type the name of the dataset:',
        hint: '“Yes, delete” becomes available when the name matches exactly, capitals included.',
        cancel: 'Cancel',
        confirm: 'Yes, delete',
        deleting: 'Deleting…',
      },
      deleted: 'Dataset “{{name}}” deleted',
      failed: {
        forbidden: 'The dataset was not deleted: your account is not allowed to delete it.',
        notFound: 'The dataset was not deleted: it could not be found. Someone may have deleted it already.',
        network: 'The dataset was not deleted: the server could not be reached. Check your connection and try again.',
        unconfirmed: 'The server did not confirm the deletion. Reload the page to see whether the dataset still exists.',
        other: 'The dataset was not deleted. Try again in a moment.',
      },
    },
  },
  de: {
    settingsDanger: {
      title: 'Gefahrenbereich',
      deleteTitle: 'Dataset löschen',
      deleteWarning: 'Vorsicht, diese Aktion kann nicht rückgängig gemacht werden',
      deleteButton: 'Dataset löschen',
      dialog: {
        title: 'Dieses Dataset löschen?',
        body: 'Das Dataset und alles darin (Datensätze, Antworten, Vorschläge, Vektoren und Einstellungen) wird für alle gelöscht. Es lässt sich nicht wiederherstellen.',
        dataset: 'Name des Datasets',
        workspace: 'Arbeitsbereich',
        typeName: 'Gib zur Bestätigung den Namen des Datasets ein:',
        hint: '„Ja, löschen“ wird verfügbar, sobald der Name genau übereinstimmt, einschließlich Groß- und Kleinschreibung.',
        cancel: 'Abbrechen',
        confirm: 'Ja, löschen',
        deleting: 'Wird gelöscht …',
      },
      deleted: 'Dataset „{{name}}“ gelöscht',
      failed: {
        forbidden: 'Das Dataset wurde nicht gelöscht: Dein Konto darf es nicht löschen.',
        notFound: 'Das Dataset wurde nicht gelöscht: Es wurde nicht gefunden. Vielleicht hat es schon jemand gelöscht.',
        network: 'Das Dataset wurde nicht gelöscht: Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
        unconfirmed: 'Der Server hat das Löschen nicht bestätigt. Lade die Seite neu, um zu sehen, ob das Dataset noch existiert.',
        other: 'Das Dataset wurde nicht gelöscht. Versuche es gleich noch einmal.',
      },
    },
  },
  es: {
    settingsDanger: {
      title: 'Zona de peligro',
      deleteTitle: 'Eliminar dataset',
      deleteWarning: 'Ten cuidado, esta acción no se puede deshacer',
      deleteButton: 'Eliminar dataset',
      dialog: {
        title: '¿Eliminar este dataset?',
        body: 'El dataset y todo su contenido (registros, respuestas, sugerencias, vectores y configuración) se eliminarán para todos. No se podrá recuperar.',
        dataset: 'Nombre del dataset',
        workspace: 'Espacio de trabajo',
        typeName: 'Para confirmar, escribe el nombre del dataset:',
        hint: '«Sí, eliminar» estará disponible cuando el nombre coincida exactamente, mayúsculas incluidas.',
        cancel: 'Cancelar',
        confirm: 'Sí, eliminar',
        deleting: 'Eliminando…',
      },
      deleted: 'Dataset «{{name}}» eliminado',
      failed: {
        forbidden: 'El dataset no se eliminó: tu cuenta no tiene permiso para eliminarlo.',
        notFound: 'El dataset no se eliminó: no se encontró. Puede que alguien ya lo haya eliminado.',
        network: 'El dataset no se eliminó: no se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
        unconfirmed: 'El servidor no confirmó la eliminación. Recarga la página para ver si el dataset sigue existiendo.',
        other: 'El dataset no se eliminó. Inténtalo de nuevo en un momento.',
      },
    },
  },
});
