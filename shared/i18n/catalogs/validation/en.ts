/** What a form field says when its value is refused: loaded by the pages and modals that have forms. */
export const validationEn = {
  field_empty: "This field cannot be empty",
  invalid_email: "Invalid email",
  three_chars: "Must be at least 3 characters",
  eight_chars: "Must be at least 8 characters",
  invalid_characters: "Contains characters that are not allowed",
  invalid_number: "Enter a valid number",
  nik_invalid: "Invalid identity number",
  number_only: "Numbers only",
  text_only: "Letters only",
  too_short: "Must be at least {min} characters",
  too_long: "Must be at most {max} characters",
  too_small: "Must be at least {min}",
  too_big: "Must be at most {max}",
  invalid_type: "Invalid value",
  invalid_value: "Choose one of the allowed values",
  unknown_field: "This field is not allowed",
} as const;
