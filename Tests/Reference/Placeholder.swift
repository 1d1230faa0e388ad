// Reference outputs are recorded here.
