export function AnnotationModePage() {
  return <div>AnnotationModePage</div>;
}
