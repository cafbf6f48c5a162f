public enum JPlaceholder {}
